import { describe, expect, test } from 'vitest'
import { enhancedSupportDays, transitionWeeks } from './services'
import { boardChecklist, switchFaqs, switchSteps, transitionTimeline } from './switching'

describe('switching management (spec sections 1, 2 and 9)', () => {
  test('five steps, numbered 1 to 5 in order, each with details', () => {
    expect(switchSteps.map((s) => s.number)).toEqual([1, 2, 3, 4, 5])
    for (const step of switchSteps) expect(step.details.length, step.title).toBeGreaterThan(0)
  })

  test('the last step is the 90 days of enhanced support', () => {
    expect(enhancedSupportDays).toBe(90)
    expect(switchSteps.at(-1)?.title).toBe('90 days of enhanced support')
  })

  test('the timeline has one entry for each of the 4 weeks, in order', () => {
    expect(transitionWeeks).toBe(4)
    expect(transitionTimeline.map((w) => w.week)).toEqual([1, 2, 3, 4])
    for (const week of transitionTimeline) expect(week.tasks.length, week.title).toBeGreaterThan(0)
  })

  test('checklist items and questions are distinct', () => {
    expect(new Set(boardChecklist).size).toBe(boardChecklist.length)
    expect(new Set(switchFaqs.map((f) => f.question)).size).toBe(switchFaqs.length)
  })
})
