import { describe, expect, it } from 'vitest'
import { parseCommand, parseWebinarDate, UsageError } from './webinars'

describe('npm run webinars', () => {
  it('reads a date without a zone as Eastern time, and one with a zone as written', () => {
    expect(parseWebinarDate('2026-12-17 19:00')).toEqual(new Date('2026-12-18T00:00:00Z'))
    expect(parseWebinarDate('2027-06-10T19:00')).toEqual(new Date('2027-06-10T23:00:00Z'))
    expect(parseWebinarDate('2027-06-10T19:00:00Z')).toEqual(new Date('2027-06-10T19:00:00Z'))
    expect(parseWebinarDate('2027-06-10T19:00:00+01:00')).toEqual(new Date('2027-06-10T18:00:00Z'))
    expect(() => parseWebinarDate('next Thursday')).toThrow(UsageError)
    expect(() => parseWebinarDate('2027-06-10')).toThrow(UsageError)
  })

  it('turns each command into its request', () => {
    expect(parseCommand(['list'])).toEqual({ action: 'list' })
    expect(parseCommand(['publish', 'data-mesh'])).toEqual({ action: 'publish', slug: 'data-mesh' })
    expect(parseCommand(['unpublish', 'data-mesh'])).toEqual({
      action: 'unpublish',
      slug: 'data-mesh',
    })
    expect(parseCommand(['schedule', 'data-mesh', '--at', '2026-12-01 09:00'])).toEqual({
      action: 'schedule',
      slug: 'data-mesh',
      at: new Date('2026-12-01T14:00:00Z'),
    })
    expect(parseCommand(['schedule', 'data-mesh', '--cancel'])).toEqual({
      action: 'schedule',
      slug: 'data-mesh',
      at: null,
    })
    expect(
      parseCommand([
        'add',
        '--title',
        'Data Mesh Without the Hype',
        '--description',
        'Which parts of data mesh pay off in a mid-size company.',
        '--date',
        '2027-02-10 19:00',
        '--duration',
        '45 minutes',
        '--speaker',
        'Marcus Oyelaran',
        '--speaker',
        'Priya Raman',
        '--agenda',
        'Domains and owners',
        '--agenda',
        'Live Q&A',
        '--join-url',
        'https://meet.northbridge.example/webinars/data-mesh',
        '--publish',
      ]),
    ).toEqual({
      action: 'add',
      publish: true,
      webinar: {
        title: 'Data Mesh Without the Hype',
        description: 'Which parts of data mesh pay off in a mid-size company.',
        startsAt: new Date('2027-02-11T00:00:00Z'),
        duration: '45 minutes',
        speakers: ['Marcus Oyelaran', 'Priya Raman'],
        agenda: ['Domains and owners', 'Live Q&A'],
        zoomLink: 'https://meet.northbridge.example/webinars/data-mesh',
      },
    })
  })

  it('says what is missing', () => {
    expect(() => parseCommand([])).toThrow('No command given')
    expect(() => parseCommand(['launch'])).toThrow("Unknown command 'launch'")
    expect(() => parseCommand(['publish'])).toThrow("publish needs the webinar's slug")
    expect(() => parseCommand(['schedule', 'data-mesh'])).toThrow('schedule needs --at')
    expect(() => parseCommand(['schedule', 'data-mesh', '--at', 'soon'])).toThrow(
      "--at 'soon': write it as",
    )
    expect(() => parseCommand(['add', '--title', 'X'])).toThrow('add needs --description')
    expect(() =>
      parseCommand([
        'add',
        '--title',
        'T',
        '--description',
        'D',
        '--date',
        '2027-01-01 19:00',
        '--duration',
        '1 hour',
      ]),
    ).toThrow('add needs at least one --speaker')
  })
})
