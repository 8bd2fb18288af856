import { Icon } from '@/components/ui/Icon'
import { categoryIcon } from './format'

/** The category's icon in an article image's frame, shown when the image is missing or fails. */
export function CategoryIcon({ category }: { category: string }) {
  return <Icon name={categoryIcon(category)} className="size-12 text-brand-500" />
}
