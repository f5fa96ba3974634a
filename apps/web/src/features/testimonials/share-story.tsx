import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TESTIMONIAL_STORY_MAX_LENGTH } from '@kusasa/domain/rules/testimonials';
import { type OwnTestimonial, testimonialInputSchema } from '@kusasa/domain/schemas/testimonials';
import { testimonialTexts as texts } from '@kusasa/domain/testimonial-texts';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { InputField, TextareaField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, useFocusFirstInvalid } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useMine, useShareStory } from './api/testimonials';

const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300';

/** 'Share your story' for a signed-in student: after an application, a form; before, what to do first. */
export function ShareStory() {
  const mine = useMine(true);
  if (mine.isPending) return <Spinner label="Loading your story..." />;
  if (mine.isError) return <Alert tone="error">{texts.loadFailed}</Alert>;
  if (!mine.data.eligible)
    return (
      <p className="text-slate-700 dark:text-slate-300">
        {texts.shareNotYet}{' '}
        <Link to="/apply" className={linkClass}>
          Applications
        </Link>
      </p>
    );
  const story = mine.data.testimonial;
  return (
    <div className="grid gap-3">
      {story && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          {texts.yourStory}: <Badge tone={story.status === 'approved' ? 'brand' : 'accent'}>{texts.statusLabels[story.status]}</Badge>
        </p>
      )}
      <StoryForm key={story?.id ?? 'new'} story={story} />
    </div>
  );
}

function StoryForm({ story }: { story: OwnTestimonial | null }) {
  const [values, setValues] = useState({ displayName: story?.displayName ?? '', context: story?.context ?? '', story: story?.story ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);
  const share = useShareStory();
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = testimonialInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    share.mutate(parsed.data, {
      onSuccess: () => toast.success(texts.submitted),
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
        else toast.error(error instanceof ApiError ? error.message : texts.loadFailed);
        setAttempt((n) => n + 1);
      },
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={texts.shareTitle}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="story-name"
          label={texts.displayName}
          hint={texts.displayNameHint}
          value={values.displayName}
          onChange={set('displayName')}
          error={errors.displayName}
          maxLength={60}
        />
        <InputField
          id="story-context"
          label={texts.context}
          hint={texts.contextHint}
          value={values.context}
          onChange={set('context')}
          error={errors.context}
          maxLength={80}
        />
      </div>
      <TextareaField
        id="story-text"
        label={texts.story}
        rows={4}
        value={values.story}
        onChange={set('story')}
        error={errors.story}
        maxLength={TESTIMONIAL_STORY_MAX_LENGTH}
        hint={`${values.story.length}/${TESTIMONIAL_STORY_MAX_LENGTH}`}
      />
      <div>
        <Button type="submit" disabled={share.isPending}>
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}
