'use client'

import { ArrowLeft } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { buttonVariants } from '@/components/ui/button-variants'
import { canGoBackInSite } from '@/lib/in-site-history'

/** Browser history back; a visitor with no earlier page on this site goes home instead. */
export function GoBackButton() {
  const router = useRouter()
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'outline', size: 'lg' })}
      onClick={() => {
        if (canGoBackInSite()) router.back()
        else router.push('/')
      }}
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      Go Back
    </button>
  )
}
