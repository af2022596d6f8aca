/** Only a path of this site (the survey campaign's published page, /p/{slug}): nothing else is followed. */
const SURVEY_PATH = /^\/p\/[A-Za-z0-9%._~-]+$/;

/**
 * The offer of the campaign's survey on the result page (common settings surveyEnabled,
 * showSurveyAfter, showIncompleteSurveyAfter): the server says after which plays, the page shows it.
 * It opens in a new tab, so a prize on the win page stays on screen.
 */
export function SurveyOffer({ url, label }: { url: string; label: string }) {
  if (!SURVEY_PATH.test(url)) return null;
  return (
    <p className="gc-survey-offer">
      <a className="gc-button gc-button-secondary" href={url} target="_blank" rel="noopener" data-testid="survey-offer">
        {label}
      </a>
    </p>
  );
}
