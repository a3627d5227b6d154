import { NotFoundScreen } from '@/components/sections/not-found-screen'

export default function CaseStudyNotFound() {
  return (
    <NotFoundScreen
      title="Case Study Not Found"
      message="The requested case study could not be found."
      link={{ href: '/services', label: 'Back to Services' }}
    />
  )
}
