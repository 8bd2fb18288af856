/**
 * The markup contract between image frames rendered on the server (BlogCardImage) and the
 * one listener that reacts to failed images (FailedImageFallback): a frame carries
 * IMAGE_FRAME_ATTRIBUTE and gets IMAGE_FAILED_ATTRIBUTE when its image fails; its styles
 * then show the placeholder instead of the image. Tailwind reads class names as written, so
 * BlogCardImage's `group-data-[image-failed]/frame:` variants spell the second name out.
 */
export const IMAGE_FRAME_ATTRIBUTE = 'data-image-frame'
export const IMAGE_FAILED_ATTRIBUTE = 'data-image-failed'
