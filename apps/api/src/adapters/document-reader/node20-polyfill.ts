// pdf.js (bundled in unpdf) compiles font data with ArrayBuffer.prototype.transferToFixedLength,
// which Node gained in 21. On Node 20 a page that draws text renders blank ("getOperatorList -
// ignoring errors ... transferToFixedLength is not a function"), so OCR of such a page read nothing.
// This copies instead of transferring, which is all pdf.js needs (it drops the old buffer).
if (!Reflect.has(ArrayBuffer.prototype, 'transferToFixedLength')) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value: function transferToFixedLength(this: ArrayBuffer, length: number = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}
