import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

// Temporary: the app's address is set per installation and may change; browsers cache a permanent redirect.
export default defineSeed('redirect', seedId.redirect('login'), {
  source: '/login',
  matchSubpaths: false,
  to: 'app',
  destination: '/auth',
  permanent: false,
  note: 'Teachers look for sign-in on the website; it happens in the app.',
})
