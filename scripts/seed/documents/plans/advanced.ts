import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

export default defineSeed('plan', seedId.plan('advanced'), {
  name: 'Advanced',
  planType: 'advanced',
  price: 4.7,
  period: 'month',
  description: 'For teachers who assess several classes every week and run activities regularly.',
  limits: {
    requestsPerMonth: 150,
    trainingWords: 50000,
    trainingCharacters: 5000000,
    classes: 5,
    studentsPerClass: 40,
    activitiesPerMonth: 25,
    teachingGoals: 10,
  },
  features: [
    'Every feature included',
    'Personalised feedback you refine in the chat',
    'QR-code activities with no student accounts needed',
    'Upgrade any time with prorated billing',
  ],
  popular: false,
})
