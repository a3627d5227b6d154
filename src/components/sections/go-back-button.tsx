'use client'

import { useRouter } from 'next/navigation'
import { buttonVariants } from '@/components/ui/button-variants'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { arrowLeftIcon } from '@/components/ui/icons/arrow-left'
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
      <DrawnIcon drawing={arrowLeftIcon} aria-hidden="true" className="size-5" />
      Go Back
    </button>
  )
}
