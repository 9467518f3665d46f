import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Switch from 'antd/es/switch';
import { audienceOf, AudienceFields, EVERYONE, type TAudienceForm } from '@quad/platform/console/audience-fields';
import { FormDrawer, useDrawerValues } from '@quad/platform/console/form-drawer';
import type { TManagedQuizDetail } from '../../contract-manage';
import { MAX_ATTEMPTS, MAX_QUESTIONS, MAX_TIME_LIMIT_MINUTES, type TReviewMode } from '../../rules';
import { useManagedQuiz, useQuizAudienceOptions, useSaveQuiz } from '../calls/manage';
import { blankQuestion, QuestionFields, questionInput, questionOf, type TQuestionForm } from './question-fields';

interface TQuizForm extends TAudienceForm {
  title: string;
  description: string;
  window: [Dayjs, Dayjs];
  timeLimit: number;
  draw: number;
  attemptsAllowed: number;
  passMark: number;
  review: TReviewMode;
  questions: TQuestionForm[];
}

const blank = (): TQuizForm => ({
  title: '',
  description: '',
  window: [dayjs().startOf('hour'), dayjs().startOf('hour').add(7, 'day')],
  timeLimit: 15,
  draw: 0,
  attemptsAllowed: 1,
  passMark: 60,
  review: 'submitted',
  questions: [blankQuestion()],
  ...EVERYONE,
});

const formOf = (q: TManagedQuizDetail): TQuizForm => ({
  title: q.title,
  description: q.description,
  window: [dayjs.unix(q.opensAt), dayjs.unix(q.closesAt)],
  timeLimit: q.timeLimit,
  draw: q.draw,
  attemptsAllowed: q.attemptsAllowed,
  passMark: q.passMark,
  review: q.review,
  questions: q.questions.map(questionOf),
  ...audienceOf(q),
});

/** Setting up a quiz: its rules, window, audience, and its bank of questions with their answers. */
export function QuizDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('answer');
  const [form] = Form.useForm<TQuizForm>();
  const existing = useManagedQuiz(id ?? '');
  const choices = useQuizAudienceOptions(id !== null);
  const save = useSaveQuiz(t('drawer.saved'));
  const all = Form.useWatch('all', form);
  const locked = (existing.data?.attempts ?? 0) > 0 && !!id;

  useDrawerValues(form, id, existing.data, blank, formOf);

  const submit = async (values: TQuizForm) => {
    const [opens, closes] = values.window;
    const done = await save.mutateAsync({
      id: id || undefined,
      title: values.title,
      description: values.description,
      opensAt: opens.unix(),
      closesAt: closes.unix(),
      timeLimit: values.timeLimit,
      draw: values.draw,
      attemptsAllowed: values.attemptsAllowed,
      passMark: values.passMark,
      review: values.review,
      questions: values.questions.map(questionInput),
      ...audienceOf(values),
    });
    if (done) onClose();
  };

  return (
    <FormDrawer
      open={id !== null}
      title={id ? t('drawer.edit') : t('drawer.create')}
      width={760}
      onClose={onClose}
      onSave={() => form.submit()}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        {locked && <Alert type="info" showIcon title={t('drawer.locked')} style={{ marginBottom: 16 }} />}
        <Form.Item name="title" label={t('drawer.title')} required>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="description" label={t('drawer.description')}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="window" label={t('drawer.window')} required>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" aria-label={t('drawer.window')} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Form.Item name="timeLimit" label={t('drawer.timeLimit')}>
            <InputNumber min={1} max={MAX_TIME_LIMIT_MINUTES} disabled={locked} />
          </Form.Item>
          <Form.Item name="draw" label={t('drawer.draw')} extra={t('drawer.drawHint')}>
            <InputNumber min={0} max={MAX_QUESTIONS} disabled={locked} />
          </Form.Item>
          <Form.Item name="attemptsAllowed" label={t('drawer.attempts')}>
            <InputNumber min={1} max={MAX_ATTEMPTS} disabled={locked} />
          </Form.Item>
          <Form.Item name="passMark" label={t('drawer.passMark')}>
            <InputNumber min={0} disabled={locked} />
          </Form.Item>
        </div>
        <Form.Item name="review" label={t('drawer.review')}>
          <Radio.Group
            options={[
              { value: 'submitted', label: t('review.submitted') },
              { value: 'closed', label: t('review.closed') },
            ]}
          />
        </Form.Item>
        <Form.Item name="all" label={t('drawer.all')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {!all && <AudienceFields choices={choices} />}
        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <Form.Item label={t('drawer.questions', { count: fields.length })} required>
              {fields.map((field, index) => (
                <QuestionFields
                  key={field.key}
                  name={field.name}
                  index={index}
                  locked={locked}
                  onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
                />
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={locked || fields.length >= MAX_QUESTIONS}
                onClick={() => add(blankQuestion())}
                block
              >
                {t('drawer.addQuestion')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </FormDrawer>
  );
}
