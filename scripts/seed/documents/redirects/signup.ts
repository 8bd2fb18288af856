import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

// Temporary, like /login: the app's address is set per installation.
export default defineSeed('redirect', seedId.redirect('signup'), {
  source: '/signup',
  matchSubpaths: false,
  to: 'app',
  destination: '/auth',
  permanent: false,
  note: 'Sign-up happens in the app, on the same page as sign-in.',
})
