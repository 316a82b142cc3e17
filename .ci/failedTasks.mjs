// Reads the newest turbo run summary (written with TURBO_RUN_SUMMARY=true) and prints, first, the packages
// whose tasks failed, then the end of each failed task's log: on a long CI log, the reader sees which
// package failed before any output of it.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs'
import { join } from 'node:path'

const runs = '.turbo/runs'
const tail = Number(process.env.CI_LOG_TAIL ?? 60)
const files = existsSync(runs) ? readdirSync(runs).filter((f) => f.endsWith('.json')) : []
if (files.length === 0) {
  console.log('no turbo run summary found: the step failed before turbo ran a task')
  process.exit(0)
}
const newest = files.map((f) => join(runs, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
const summary = JSON.parse(readFileSync(newest, 'utf8'))
const failed = summary.tasks.filter((t) => t.execution !== undefined && t.execution.exitCode !== 0 && t.execution.exitCode != null)
const notRun = summary.tasks.filter((t) => t.execution === undefined || t.execution.exitCode == null)
console.log(`FAILED: ${failed.map((t) => t.taskId).join(', ') || '(no task exited with an error)'}`)
if (notRun.length > 0) console.log(`not run (a task they depend on failed): ${notRun.map((t) => t.taskId).join(', ')}`)
for (const task of failed) {
  console.log(`\n---- ${task.taskId}: last ${tail} lines of ${task.logFile}`)
  const log = existsSync(task.logFile) ? readFileSync(task.logFile, 'utf8') : '(no log file)'
  console.log(log.trimEnd().split('\n').slice(-tail).join('\n'))
}
