import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WebinarImageField } from './webinar-image-field'

// The console form's picture field (issue 29): it writes the choice into the form's one hidden
// input, sends a chosen file as it is to the upload endpoint, and reads out the server's refusal.
// The server's answers are the shapes src/app/api/staff/webinars/images sends.

const ID = '0b6f5a52-8d0c-4c4e-9a64-3f1f1f0c2a11'
const DAMAGED = 'The picture could not be read; the file may be damaged. Please export it again.'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function renderInForm(defaultValue = '/images/webinars/webinar-default.svg') {
  render(
    <form aria-label="Webinar">
      <WebinarImageField name="image" defaultValue={defaultValue} />
    </form>,
  )
  const form = screen.getByRole('form', { name: 'Webinar' }) as HTMLFormElement
  return () => [...new FormData(form).entries()].map(([key, value]) => [key, String(value)])
}

describe('the webinar picture field', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('submits the artwork picked with the keyboard, and nothing else of its own', async () => {
    const submitted = renderInForm()
    const user = userEvent.setup()
    expect(submitted()).toEqual([['image', '/images/webinars/webinar-default.svg']])
    const group = screen.getByRole('group', { name: 'Picture' })
    expect(group).toHaveAccessibleDescription(/JPEG, PNG or WebP picture of up to 5 MB/)
    expect(screen.getByRole('radio', { name: 'Signal arcs (the default)' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Signal arcs (the default)' }))
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: 'Generative AI pilots' })).toBeChecked()
    expect(submitted()).toEqual([['image', '/images/webinars/scaling-generative-ai-pilots.svg']])
  })

  it('uploads a file as it is, shows the picture and picks it', async () => {
    let answer: (response: Response) => void = () => {}
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetch)
    const submitted = renderInForm()
    const user = userEvent.setup()
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'stage.jpg', { type: 'image/jpeg' })
    await user.upload(screen.getByLabelText('Upload a picture'), file)
    expect(screen.getByRole('status')).toHaveTextContent('Uploading the picture…')
    expect(screen.getByRole('group', { name: 'Picture' })).toHaveAttribute('aria-busy', 'true')
    answer(json(201, { image: `/webinar-images/${ID}`, preview: `/webinar-images/${ID}/800.webp` }))

    const uploaded = await screen.findByRole('radio', { name: 'Uploaded picture' })
    expect(uploaded).toBeChecked()
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(submitted()).toEqual([['image', `/webinar-images/${ID}`]])
    expect(document.querySelector(`img[src="/webinar-images/${ID}/800.webp"]`)).not.toBeNull()
    expect(fetch).toHaveBeenCalledWith('/api/staff/webinars/images', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'image/jpeg' },
      body: file,
    })
  })

  it('reads out the server’s refusal and a file over 5 MB without sending it', async () => {
    const fetch = vi.fn(async () => json(422, { error: DAMAGED }))
    vi.stubGlobal('fetch', fetch)
    const submitted = renderInForm()
    // The file picker's "All files": `accept` only suggests, the server decides.
    const user = userEvent.setup({ applyAccept: false })
    const input = screen.getByLabelText('Upload a picture')
    await user.upload(input, new File(['half a picture'], 'cut.jpg', { type: '' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(DAMAGED))
    expect(input).toHaveAccessibleDescription(new RegExp(`^${DAMAGED}`))
    expect(input).toBeInvalid()
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.headers).toEqual({ 'content-type': 'application/octet-stream' })
    expect(submitted()).toEqual([['image', '/images/webinars/webinar-default.svg']])

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })
    await user.upload(input, huge)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The picture is larger than 5 MB. Please choose a smaller file.',
    )
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('shows a webinar’s uploaded picture as its current choice', () => {
    const submitted = renderInForm(`/webinar-images/${ID}`)
    expect(screen.getByRole('radio', { name: 'Uploaded picture' })).toBeChecked()
    expect(submitted()).toEqual([['image', `/webinar-images/${ID}`]])
  })
})
