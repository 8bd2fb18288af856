import { LegalDocument, legalMetadata } from '@/features/legal/LegalDocument'

export const generateMetadata = () => legalMetadata('dpa')

export default function DataProcessingAgreementPage() {
  return <LegalDocument kind="dpa" />
}
