// The table of page loaders in a chunk of its own: each loader carries the list of chunks its page
// needs (so they load in parallel), a hundred file names the login page's first load does without.
export { PAGE_LOADERS } from '@salesdesk/react-ui';
