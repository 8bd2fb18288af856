import { LEGAL_KINDS } from '@assessa/schemas/constants'
import Link from 'next/link'

/** The privacy policy link in both consent styles' text. */
export function PrivacyPolicyLink() {
  return (
    // Shown to every first-time visitor and rarely followed: not worth a prefetch on each page load.
    <Link
      href={LEGAL_KINDS.privacy.path}
      prefetch={false}
      className="font-medium text-brand-700 underline underline-offset-2"
    >
      Privacy policy
    </Link>
  )
}
