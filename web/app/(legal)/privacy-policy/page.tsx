import { LegalDocument, legalMetadata } from '@/features/legal/LegalDocument'

export const generateMetadata = () => legalMetadata('privacy')

export default function PrivacyPolicyPage() {
  return <LegalDocument kind="privacy" />
}
