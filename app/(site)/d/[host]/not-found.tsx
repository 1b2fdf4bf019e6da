export { default } from '../../s/[host]/not-found'
