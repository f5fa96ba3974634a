/** A QR code of `text` as a PNG for a PDF to embed: medium error correction survives a creased printout. */
export async function qrCodePng(text: string): Promise<Buffer> {
  // Loaded on first use like pdfkit: only the PDF routes need it.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6 });
}
