/**
 * The markup contract between image frames rendered on the server (BlogCardImage) and the
 * one listener that reacts to failed images (FailedImageFallback): a frame carries
 * IMAGE_FRAME_ATTRIBUTE and gets IMAGE_FAILED_ATTRIBUTE when its image fails; its styles
 * then show the placeholder instead of the image.
 */
export const IMAGE_FRAME_ATTRIBUTE = 'data-image-frame'
export const IMAGE_FAILED_ATTRIBUTE = 'data-image-failed'
