import { playSession } from './session'

const seed = Number(process.argv[2] ?? 1)
const { histories, stacks } = playSession(seed, 10)
console.log(histories.join('\n\n'))
console.log('\nStacks after the session:', stacks)
