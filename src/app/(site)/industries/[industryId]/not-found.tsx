import { NotFoundScreen } from '@/components/sections/not-found-screen'

export default function IndustryNotFound() {
  return (
    <NotFoundScreen
      title="Industry Not Found"
      message="We couldn't find the industry you're looking for."
      link={{ href: '/industries', label: 'View All Industries' }}
    />
  )
}
