import { NotFoundScreen } from '@/components/sections/not-found-screen'

export default function ArticleNotFound() {
  return (
    <NotFoundScreen
      title="Article Not Found"
      message="The article you're looking for doesn't exist or has moved."
      link={{ href: '/insights', label: 'Back to Insights' }}
    />
  )
}
