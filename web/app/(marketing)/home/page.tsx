// /home is the same page as /; its canonical URL is /.
export { default, generateMetadata } from '../page'
