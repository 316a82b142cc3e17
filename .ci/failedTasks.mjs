// Reads the newest turbo run summary (written with TURBO_RUN_SUMMARY=true) and prints, first, the packages
// whose tasks failed, then for each failed task the part of its log that says why: Vitest's "Failed Tests",
// "Failed Suites" and "Unhandled Errors" sections when there are any (a test's own stderr can be long and
// would otherwise push them out of view), and the end of the log.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs'
import { join } from 'node:path'

const runs = '.turbo/runs'
const tail = Number(process.env.CI_LOG_TAIL ?? 30)
const sectionLines = Number(process.env.CI_SECTION_LINES ?? 150)
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

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g
const sectionStart = /⎯+ (Failed Tests|Failed Suites|Unhandled Errors?) \d*/

for (const task of failed) {
  const log = existsSync(task.logFile) ? readFileSync(task.logFile, 'utf8') : '(no log file)'
  const lines = log.replace(ansi, '').trimEnd().split('\n')
  const failingFiles = [...new Set(lines.filter((l) => /^\s*(FAIL|×)\s/.test(l)).map((l) => l.trim()))]
  if (failingFiles.length > 0) {
    console.log(`\n---- ${task.taskId}: failing tests`)
    console.log(failingFiles.slice(0, 40).join('\n'))
  }
  lines.forEach((line, i) => {
    if (!sectionStart.test(line)) return
    console.log(`\n---- ${task.taskId}: ${line.replace(/⎯/g, '').trim()} (up to ${sectionLines} lines)`)
    console.log(lines.slice(i + 1, i + 1 + sectionLines).join('\n'))
  })
  console.log(`\n---- ${task.taskId}: last ${tail} lines of ${task.logFile}`)
  console.log(lines.slice(-tail).join('\n'))
}
