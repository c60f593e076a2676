// What the figures were measured on: CPU, cores, memory, Node, OS.
import fs from 'node:fs';
import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
  /** How Node was started (flags, allocator settings): the server's own processes inherit it. */
  runtime: string;
}

function cpuModel(): string {
  try {
    const line = fs
      .readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) return line.slice(line.indexOf(':') + 1).trim();
  } catch {
    // Not Linux: os.cpus() below.
  }
  return os.cpus()[0]?.model.trim() ?? 'unknown CPU';
}

export function describeMachine(): Machine {
  return {
    cpu: cpuModel(),
    cores: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    runtime:
      `node ${process.execArgv.join(' ')}`.trim() +
      (process.env.GLIBC_TUNABLES
        ? `, GLIBC_TUNABLES=${process.env.GLIBC_TUNABLES}`
        : ', glibc malloc defaults'),
  };
}

export function machineLine(machine: Machine): string {
  return (
    `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB RAM, Node ${machine.node}, ${machine.os}; ` +
    `runtime: ${machine.runtime}`
  );
}
