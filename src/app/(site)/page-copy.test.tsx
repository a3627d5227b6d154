import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import AboutPage from './about/page'
import ContactPage from './contact/page'
import HomePage from './page'

describe('probe', () => {
  it('renders', () => {
    for (const Page of [HomePage, AboutPage, ContactPage]) {
      const html = renderToStaticMarkup(<Page />)
      expect(html.length).toBeGreaterThan(100)
    }
  })
})
