// Loaded with `node --import` into a benchmark's child: prints the child's peak resident set
// size (kB) on exit, as /usr/bin/time would, without needing that tool on the machine.
process.on('exit', () => {
  process.stderr.write(`maxrss=${process.resourceUsage().maxRSS}\n`);
});
