import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'
import { md } from '../../lib/md'

export default defineSeed('tutorialStep', seedId.tutorialStep(1), {
  stepNumber: 1,
  icon: 'user-plus',
  title: 'Create your account',
  description:
    'Sign up for free and choose the account type that matches how you teach: an individual account for independent use, or an organisation account for schools and official organisations.',
  image: {
    file: 'tutorial/step-1.png',
    alt: 'A flat, friendly illustration of a teacher at a laptop choosing between an individual account card and a school account card.',
  },
  action: { label: 'Create your account', route: '/auth' },
  content: md(`
Sign-up is free, but the account type you pick decides what you may use Assessa for, so read the three options before you fill in the form. Take care with the details too: your account name, e-mail address and password cannot be changed after registration.

### Which account is right for you
- **Individual teacher**: for personal, unofficial and independent use only. It is not allowed for teachers working in a school or for official organisations, and it must not be used to process real student data from an official setting.
- **Organisation administrator**: mandatory for schools and official organisations. The administrator accepts the [data processing agreement](/dpa), approves or removes teachers’ e-mail addresses and is the organisation’s data protection contact.
- **Teacher in an organisation**: for teachers whose e-mail address has been pre-approved by their organisation’s administrator. Ask your administrator to approve you before you sign up.

### Registering an organisation
1. Enter the organisation’s name and its official website.
2. Use an e-mail address that appears on that website.
3. Accept the data processing agreement.
4. Verify by e-mail that you own that address.

Everyone using Assessa must be at least 13 years old or have parental consent. Accounts cannot be deleted from inside the app; deletion is requested by e-mail, as described in the [terms of service](/terms-of-service) and the [privacy policy](/privacy-policy).

Every plan includes every feature, so you can compare the limits on the [pricing page](/pricing) later. Once you are in, continue with [step 2: set up classes and groups](/best-practice/step2).
`),
  seo: {
    title: 'Step 1: Create your Assessa account',
    description:
      'Choose between an individual, organisation administrator or organisation teacher account, and what to check before you register.',
  },
})
