import { NotFoundScreen } from '@/components/sections/not-found-screen'

export default function ExpertiseNotFound() {
  return (
    <NotFoundScreen
      title="Expertise Not Found"
      message="We couldn't find the expertise you're looking for."
      link={{ href: '/expertise', label: 'View Our Expertise' }}
    />
  )
}
