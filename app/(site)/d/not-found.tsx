export { default } from '../s/not-found'
