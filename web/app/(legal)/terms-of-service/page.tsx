import { LegalDocument, legalMetadata } from '@/features/legal/LegalDocument'

export const generateMetadata = () => legalMetadata('terms')

export default function TermsOfServicePage() {
  return <LegalDocument kind="terms" />
}
