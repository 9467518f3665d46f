import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { COMMENT_IMAGES_MAX, COMMENT_MAX, listComments, type TComment } from '@quad/contracts/comments';
import { invalidateCalls } from '@quad/platform/shell/calls';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import { mergePages } from '@quad/platform/shell/paging';
import { RequestError } from '@quad/platform/shell/request';
import { newRequestId } from '@quad/platform/shell/request-id';
import { timeParts } from '@quad/platform/shell/time';
import { ImageAttachments, type TPicture } from '@quad/platform/ui/image-attachments';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import './comment-thread.css';
import { LabelledTextArea } from '@quad/platform/ui/labelled-text-area';
import { useDeleteComment } from './calls/delete-comment';
import { useThread } from './calls/list-comments';
import { useModerateComment } from './calls/moderate-comment';
import { usePostComment } from './calls/post-comment';

/**
 * Writing a comment (or a reply): text, pictures when the area allows them, one request id per
 * comment. `onSent` runs once the server took it (the reply is over, or the page goes back).
 */
export function CommentComposer({
  kind,
  subject,
  replyTo,
  onSent,
  onCancelReply,
  pictures,
  placeholder,
}: {
  kind: string;
  subject: string;
  replyTo?: TComment;
  onSent: () => void;
  onCancelReply?: () => void;
  pictures: boolean;
  placeholder?: string;
}) {
  const { t } = useTranslation('shell');
  const [body, setBody] = useState('');
  const [images, setImages] = useState<TPicture[]>([]);
  const [error, setError] = useState('');
  const post = usePostComment();
  const requestId = useRef(newRequestId());

  const send = () =>
    post.mutate(
      { kind, subject, body, images: images.map((i) => i.file), replyTo: replyTo?.id, requestId: requestId.current },
      {
        onSuccess: ({ status }) => {
          requestId.current = newRequestId();
          setBody('');
          setImages([]);
          setError('');
          onSent();
          toast(status === 'pending' ? t('comments.sentForReview') : t('comments.sent'));
        },
        onError: (refusal) => {
          const errors =
            refusal instanceof RequestError ? (refusal.envelope.d as { errors?: Record<string, string> } | undefined)?.errors : undefined;
          setError(Object.values(errors ?? {})[0] ?? refusal.message);
        },
      },
    );

  return (
    <form
      className="q-comments__composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {replyTo && (
        <p className="q-comments__replying">
          {t('comments.replyingTo', { name: replyTo.author.realname })}
          <button type="button" onClick={onCancelReply} aria-label={t('comments.cancelReply')}>
            ×
          </button>
        </p>
      )}
      <LabelledTextArea
        label={placeholder ?? t('comments.placeholder')}
        value={body}
        onChange={setBody}
        placeholder={placeholder ?? t('comments.placeholder')}
        maxLength={COMMENT_MAX}
        autoSize={{ minRows: 2, maxRows: 6 }}
      />
      {pictures && <ImageAttachments images={images} onChange={setImages} max={COMMENT_IMAGES_MAX} />}
      {error && (
        <p className="q-comments__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" color="primary" size="small" loading={post.isPending} disabled={body.trim() === ''}>
        {t('comments.send')}
      </Button>
    </form>
  );
}

/** What a moderator may do to a comment from the phone (reasons are given in the console). */
const MODERATIONS: Record<TComment['status'], ('approve' | 'hide' | 'restore')[]> = { pending: ['approve', 'hide'], visible: ['hide'], hidden: ['restore'] };

function CommentItem({
  comment,
  canReply,
  moderator,
  onReply,
}: {
  comment: TComment;
  canReply: boolean;
  moderator: boolean;
  onReply: () => void;
}) {
  const { t } = useTranslation('shell');
  const remove = useDeleteComment();
  const moderate = useModerateComment();
  // A refused change is often one overtaken (deleted or moderated meanwhile): the thread is read again to show where it stands.
  const refused = { onError: (refusal: Error) => (toast(refusal.message), void invalidateCalls(listComments)) };
  const act = async (action: 'approve' | 'hide' | 'restore' | 'delete') => {
    if ((action === 'delete' || action === 'hide') && !(await confirm(t(`comments.confirm.${action}`)))) return;
    if (action === 'delete' && comment.mine) remove.mutate({ id: comment.id }, refused);
    else moderate.mutate({ id: comment.id, action }, refused);
  };
  return (
    <li className="q-comments__item">
      <p className="q-comments__head">
        <span className="q-comments__author">{comment.author.realname}</span>
        <time className="q-comments__time">{timeParts(comment.created).fullTime}</time>
        {comment.status !== 'visible' && (
          <span className={`q-comments__status q-comments__status--${comment.status}`}>{t(`comments.status.${comment.status}`)}</span>
        )}
      </p>
      {comment.replyTo && (
        <blockquote className="q-comments__quote">
          {t('comments.quote', { name: comment.replyTo.realname })}
          {comment.replyTo.excerpt}
        </blockquote>
      )}
      {/* Plain text from the server, shown as text: a comment never becomes markup. */}
      <p className="q-comments__body">{comment.body}</p>
      {comment.images.length > 0 && (
        <ImageAttachments images={comment.images} onChange={() => undefined} max={COMMENT_IMAGES_MAX} readOnly />
      )}
      <p className="q-comments__actions">
        {canReply && comment.status === 'visible' && (
          <button type="button" onClick={onReply}>
            {t('comments.reply')}
          </button>
        )}
        {comment.mine && (
          <button type="button" onClick={() => void act('delete')}>
            {t('comments.delete')}
          </button>
        )}
        {moderator &&
          !comment.mine &&
          MODERATIONS[comment.status].map((action) => (
            <button key={action} type="button" onClick={() => void act(action)}>
              {t(`comments.action.${action}`)}
            </button>
          ))}
      </p>
    </li>
  );
}

/**
 * The comments of one subject of an area (a video, a topic): newest first, more as the reader
 * scrolls, a composer while the subject takes comments, replies, the author's own comments with
 * their review state, and quick moderation for moderators. With `newPost`, new comments are
 * written on a page of their own (a topic's 发表帖子) and the composer here only answers.
 */
export function CommentThread({
  kind,
  subject,
  pictures = false,
  title,
  newPost,
}: {
  kind: string;
  subject: string;
  pictures?: boolean;
  title?: string;
  newPost?: { to: string; label: string };
}) {
  const { t } = useTranslation('shell');
  const thread = useThread(kind, subject);
  const [replyTo, setReplyTo] = useState<TComment>();
  if (thread.isPending) return <LoadingView />;
  if (thread.isError) return <ErrorView error={thread.error} onRetry={() => void thread.refetch()} />;
  const first = thread.data.pages[0]!;
  const comments = mergePages(thread.data.pages);
  return (
    <section className="q-card q-comments" aria-label={title ?? t('comments.title')}>
      <h2 className="q-card__title">
        {title ?? t('comments.title')} <span className="q-comments__count">{first.total}</span>
      </h2>
      {first.canPost ? (
        <>
          {first.review && <p className="q-comments__hint">{t('comments.reviewHint')}</p>}
          {newPost && !replyTo ? (
            <Link className="q-comments__new" to={newPost.to}>
              {newPost.label}
            </Link>
          ) : (
            <CommentComposer
              kind={kind}
              subject={subject}
              replyTo={replyTo}
              onSent={() => setReplyTo(undefined)}
              onCancelReply={() => setReplyTo(undefined)}
              pictures={pictures}
            />
          )}
        </>
      ) : (
        <p className="q-comments__hint">{t('comments.closed')}</p>
      )}
      {comments.length === 0 ? (
        <p className="q-comments__empty">{first.canPost ? t('comments.empty') : t('comments.none')}</p>
      ) : (
        <ul className="q-comments__list">
          {comments.map((c) => (
            <CommentItem key={c.id} comment={c} canReply={first.canPost} moderator={first.moderator} onReply={() => setReplyTo(c)} />
          ))}
        </ul>
      )}
      <InfiniteScroll hasMore={thread.hasNextPage} loadMore={async () => void (await thread.fetchNextPage({ throwOnError: true }))} />
    </section>
  );
}
