import { describe, expect, it } from 'vitest'
import { addProblem, describeForProblem, isRecordObject, isStringList, isWholeNumber } from './stateProblems'

describe("the state checks' helpers", () => {
  it('collect problems in a list made on the first one', () => {
    const first = addProblem(null, 'a')
    expect(first).toEqual(['a'])
    expect(addProblem(first, 'b')).toBe(first)
    expect(first).toEqual(['a', 'b'])
  })

  it('tell whole numbers, records and string lists', () => {
    expect([isWholeNumber(0), isWholeNumber(-1), isWholeNumber(2.5), isWholeNumber('3'), isWholeNumber(1, 1), isWholeNumber(0, 1)]).toEqual([true, false, false, false, true, false])
    expect(isWholeNumber(Number.MAX_SAFE_INTEGER + 1)).toBe(false)
    expect([isRecordObject({}), isRecordObject(null), isRecordObject([]), isRecordObject('x')]).toEqual([true, false, false, false])
    expect([isStringList([]), isStringList(['a']), isStringList(['a', 1]), isStringList('a')]).toEqual([true, true, false, false])
  })

  it('name values without copying records into the text', () => {
    expect([describeForProblem('x'), describeForProblem(5), describeForProblem(null), describeForProblem([1]), describeForProblem({ a: 1 })]).toEqual([
      '"x"',
      '5',
      'null',
      'a list',
      'an object',
    ])
  })
})
