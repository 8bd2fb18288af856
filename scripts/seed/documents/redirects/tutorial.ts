import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

// One document covers the overview and every step: a new step is redirected with no new document.
export default defineSeed('redirect', seedId.redirect('tutorial'), {
  source: '/tutorial',
  matchSubpaths: true,
  to: 'site',
  destination: '/best-practice',
  permanent: true,
  note: 'The navigation says "Tutorial", so visitors type /tutorial and /tutorial/step3; the pages live under /best-practice.',
})
