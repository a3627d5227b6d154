import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Webinar } from '@/features/webinars/webinar'
import { WebinarSections } from './webinar-sections'

const refresh = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }))

const NOW = new Date('2026-11-23T15:00:00Z')

function webinar(slug: string, startsAt: string, zoomLink: string | null = null): Webinar {
  return {
    id: `id-${slug}`,
    slug,
    title: `Session ${slug}`,
    description: `What session ${slug} covers.`,
    agenda: ['Live Q&A'],
    speakers: ['Priya Raman'],
    startsAt: new Date(startsAt),
    zoomLink,
    image: '/images/webinars/webinar-default.svg',
    category: 'Cloud',
    duration: '45 minutes',
    durationMinutes: 45,
    isPublished: true,
    replayLink: null,
    registrationLimit: null,
    cancelledAt: null,
    updatedAt: new Date('2026-11-01T00:00:00Z'),
  }
}

describe('the webinars page sections', () => {
  it('features the next session and lists the past ones with Watch Webinar, SCIPAB on its own page', () => {
    render(
      <WebinarSections
        now={NOW}
        webinars={[
          webinar('scipab', '2025-06-12T23:00:00Z'),
          webinar('later', '2027-01-15T00:00:00Z'),
          webinar('next', '2026-12-18T00:00:00Z', 'https://meet.northbridge.example/webinars/next'),
          webinar('spring', '2026-03-18T23:00:00Z'),
        ]}
      />,
    )
    const upcoming = screen.getByRole('region', { name: 'Upcoming Webinars' })
    const featured = within(upcoming).getAllByRole('article')[0]!
    expect(within(featured).getByRole('heading', { name: 'Session next' })).toBeInTheDocument()
    expect(within(featured).getByText(/7:00 PM EST/)).toBeInTheDocument()
    const join = within(featured).getByRole('link', { name: /Join Webinar/ })
    expect(join).toHaveAttribute('href', 'https://meet.northbridge.example/webinars/next')
    expect(join).toHaveAttribute('target', '_blank')
    expect(
      within(upcoming).getByRole('list', { name: 'More upcoming webinars' }),
    ).toHaveTextContent('Session later')

    const past = screen.getByRole('region', { name: 'Past Webinars' })
    const watch = within(past).getAllByRole('link', { name: /^Watch Webinar/ })
    expect(watch.map((link) => link.getAttribute('href'))).toEqual([
      '/insights/webinars/spring',
      '/insights/webinars/SCIPAB',
    ])
    expect(screen.getByRole('region', { name: 'Never miss a session' })).toContainElement(
      screen.getByLabelText('Email address'),
    )
  })

  it('says when nothing is scheduled and points to the sign-up', () => {
    render(<WebinarSections now={NOW} webinars={[webinar('spring', '2026-03-18T23:00:00Z')]} />)
    const upcoming = screen.getByRole('region', { name: 'Upcoming Webinars' })
    expect(within(upcoming).getByText('No webinars are scheduled right now.')).toBeInTheDocument()
    expect(
      within(upcoming).getByRole('link', { name: 'Get an e-mail when it is scheduled' }),
    ).toHaveAttribute('href', '#stay-informed')
  })

  it("shows 'Failed to fetch webinars' with a way to try again when the list could not be read", async () => {
    render(<WebinarSections now={NOW} webinars={null} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Failed to fetch webinars')
    expect(screen.queryByRole('region', { name: 'Past Webinars' })).not.toBeInTheDocument()
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(refresh).toHaveBeenCalledOnce()
  })
})
