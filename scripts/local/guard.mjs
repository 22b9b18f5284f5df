// Runs one emulator (argv[2..]) tied to the stack process: its stdin is a pipe from that process,
// and when the pipe closes (the stack exited, even by SIGKILL) the emulator is stopped too, so no
// java or cognito-local outlives `npm start` holding its port. Plain JS: spawned with bare node.
import { spawn } from 'node:child_process';
import process from 'node:process';
import { setTimeout } from 'node:timers';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), 3000).unref();
};

child.once('error', (err) => {
  process.stderr.write(`${err.message}\n`);
  process.exit(127);
});
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stop);
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
