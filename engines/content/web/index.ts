// The phone side of the content engine: a comment thread under any subject.
export { CommentComposer, CommentThread } from './comment-thread';
