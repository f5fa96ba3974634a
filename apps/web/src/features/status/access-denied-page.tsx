import { Link, useNavigate } from 'react-router';
import { statusTexts } from '@kusasa/domain/status-texts';
import { Button, buttonVariants } from '../../components/ui/button';
import type { PageProps } from '../../lib/page-props';
import { StatusPage } from '../../components/ui/status-page';

export default function AccessDeniedPage(_props: PageProps) {
  const navigate = useNavigate();
  const texts = statusTexts.accessDenied;
  return (
    <StatusPage
      title={texts.title}
      actions={
        <>
          <Button variant="outline" onClick={() => void navigate(-1)}>
            {texts.goBack}
          </Button>
          <Link to="/" className={buttonVariants()}>
            {texts.home}
          </Link>
        </>
      }
    >
      <p>{texts.body}</p>
    </StatusPage>
  );
}
