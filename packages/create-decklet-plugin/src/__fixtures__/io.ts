import type { CliIo } from '../index'

/** A {@link CliIo} that keeps what the CLI prints. */
export function captureIo(cwd: string, env: Record<string, string | undefined> = {}): CliIo & { stdout: string; stderr: string } {
  const io = {
    cwd,
    env,
    stdout: '',
    stderr: '',
    out: (text: string) => void (io.stdout += text),
    err: (text: string) => void (io.stderr += text),
  }
  return io
}
