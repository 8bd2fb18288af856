import { defineSeed } from '../../lib/types'
import { seedId } from '../../lib/ids'

export default defineSeed('plan', seedId.plan('pro'), {
  name: 'Pro',
  planType: 'pro',
  price: 9.7,
  period: 'month',
  description: 'For teachers with a full timetable of classes, groups and live activities.',
  limits: {
    requestsPerMonth: 1500,
    trainingWords: 100000,
    trainingCharacters: 10000000,
    classes: 50,
    studentsPerClass: 80,
    activitiesPerMonth: 125,
    teachingGoals: 50,
  },
  features: [
    'Every feature included',
    'AI training on a larger library of your own documents',
    'Lesson planner with suggested lesson activities',
    'Manage or cancel in the customer portal',
  ],
  popular: false,
})
