import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Hero } from './hero'

describe('Hero', () => {
  it('shows the title as the page heading, the lead and the actions', () => {
    render(
      <Hero
        title="Empowering Your Digital Transformation"
        lead="Senior consultants from strategy to delivery."
        actions={<button type="button">Connect With Us</button>}
      />,
    )
    expect(
      screen.getByRole('heading', { level: 1, name: 'Empowering Your Digital Transformation' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Senior consultants from strategy to delivery.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Connect With Us' })).toBeInTheDocument()
  })

  it('renders no empty action row when there are no actions', () => {
    const { container } = render(<Hero title="Title" lead="Lead" />)
    expect(container.querySelector('section > div')?.children).toHaveLength(2)
  })
})
