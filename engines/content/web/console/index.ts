// The console side of the content engine (antd): comment moderation and the editorial desk.
export { CommentModeration } from './comment-moderation';
export { EditorialStatus } from './editorial';
export { EditorialDesk, EditorialDrawer, type TEditorialFilter } from './editorial-desk';
