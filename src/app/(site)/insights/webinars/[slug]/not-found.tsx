import { NotFoundScreen } from '@/components/sections/not-found-screen'

export default function WebinarNotFound() {
  return (
    <NotFoundScreen
      title="Webinar Not Found"
      message="We couldn't find the webinar you're looking for."
      link={{ href: '/insights/webinars', label: 'See all webinars' }}
    />
  )
}
