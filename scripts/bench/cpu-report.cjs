// Preloaded into each build that `npm run bench` times (node --require): at exit, prints the CPU time the build
// process used, every thread included (process.cpuUsage is the whole process's), for ./build-profile.ts to read.
const {isMainThread} = require('node:worker_threads');

if (isMainThread) {
  process.on('exit', () => {
    const {user, system} = process.cpuUsage();
    process.stdout.write(`[BUILD-CPU] ${((user + system) / 1e6).toFixed(2)}\n`);
  });
}
