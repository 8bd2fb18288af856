import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

export default defineSeed('plan', seedId.plan('free'), {
  name: 'Free',
  planType: 'free',
  price: 0,
  period: 'month',
  description: 'For trying Assessa with one class.',
  limits: {
    requestsPerMonth: 15,
    trainingWords: 10000,
    trainingCharacters: 1000000,
    classes: 1,
    studentsPerClass: 20,
    activitiesPerMonth: 5,
    teachingGoals: 2,
  },
  features: [
    'Every feature included',
    'AI training on your own documents',
    'Quizzes, questionnaires, team projects, voting and keywords',
  ],
  popular: false,
})
