/** A benchmark's `--name value` options (a flag without a value, such as `--keep`, is ''). */
export function benchArgs(argv = process.argv.slice(2)): Map<string, string> {
  return new Map(argv.flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1]?.startsWith('--') === false ? all[i + 1]! : '']] : [])));
}
