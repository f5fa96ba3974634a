import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { statusTexts } from '@kusasa/domain/status-texts';
import { Badge } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import type { PageProps } from '../../lib/page-props';
import { reportNotFound } from './report-not-found';
import { StatusPage } from '../../components/ui/status-page';

export default function NotFoundPage(_props: PageProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const reported = useRef<string | null>(null);
  const path = `${pathname}${search}`;

  useEffect(() => {
    if (reported.current === path) return; // once per wrong path (StrictMode runs effects twice)
    reported.current = path;
    reportNotFound(path, document.referrer);
  }, [path]);

  const texts = statusTexts.notFound;
  return (
    <StatusPage
      eyebrow={<Badge tone="neutral">404</Badge>}
      title={texts.title}
      actions={
        <>
          <Link to="/" className={buttonVariants()}>
            {texts.goHome}
          </Link>
          <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
            {texts.goToDashboard}
          </Link>
          <Button variant="ghost" onClick={() => void navigate(-1)}>
            {texts.goBack}
          </Button>
        </>
      }
    >
      <p>{texts.body}</p>
    </StatusPage>
  );
}
