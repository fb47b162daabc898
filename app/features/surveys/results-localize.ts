import { DEFAULT_LOCALE } from '~/i18n/locales'
import { englishLang, localizeSurvey } from './localize'
import type { AnswerQuestion } from './results-groups'
import type { ResultsWords } from './results-words'
import type { Question, QuestionResult, SurveyResults, SurveyResultsView } from './types'

// The results in the page's language: the author's words (title, prompts, choices, rows, scale points)
// where the survey's translations give them, English and marked `lang="en"` where not, and the site's own
// answer words ("Yes", "No", "Other") from the catalogue. English is shown as the server computed it.

type Label = { key: string; label: string; lang?: 'en' }

/** A count's label in the page's language, by the key the results were counted under. */
function relabel<T extends Label>(
  item: T,
  question: Question,
  t: ResultsWords,
  part: 'options' | 'scale',
): T {
  if (question.type === 'yes_no')
    return { ...item, label: t(item.key === 'true' ? 'answer.yes' : 'answer.no') }
  if (item.key === 'other' && part === 'options') return { ...item, label: t('answer.other') }
  const choice = question[part]?.find((c) => c.id === item.key)
  if (!choice) return item
  const lang = englishLang(question.inEnglish, part, item.key)
  return { ...item, label: choice.label, ...(lang ? { lang } : {}) }
}

function localQuestion(result: QuestionResult, question: Question | undefined, t: ResultsWords) {
  if (!question) return result
  const promptLang = englishLang(question.inEnglish, 'prompt')
  return {
    ...result,
    prompt: question.prompt,
    ...(promptLang ? { promptLang } : {}),
    ...(result.counts ? { counts: result.counts.map((c) => relabel(c, question, t, 'options')) } : {}),
    ...(result.ranking ? { ranking: result.ranking.map((r) => relabel(r, question, t, 'options')) } : {}),
    ...(result.matrix
      ? {
          matrix: result.matrix.map((row) => {
            const lang = englishLang(question.inEnglish, 'rows', row.rowId)
            return {
              ...row,
              label: question.rows?.find((r) => r.id === row.rowId)?.label ?? row.label,
              ...(lang ? { lang } : {}),
              counts: row.counts.map((c) => relabel(c, question, t, 'scale')),
            }
          }),
        }
      : {}),
  }
}

function localAnswerQuestion(entry: AnswerQuestion, question: Question | undefined, t: ResultsWords) {
  if (!question) return entry
  const promptLang = englishLang(question.inEnglish, 'prompt')
  return {
    ...entry,
    prompt: question.prompt,
    ...(promptLang ? { promptLang } : {}),
    choices: entry.choices.map((c) => {
      const { key: _key, ...choice } = relabel({ ...c, key: c.id }, question, t, 'options')
      return choice
    }),
  }
}

function localResults(results: SurveyResults, byId: Map<string, Question>, t: ResultsWords): SurveyResults {
  return {
    ...results,
    questions: results.questions.map((r) => localQuestion(r, byId.get(r.questionId), t)),
    answerQuestions: results.answerQuestions.map((q) => localAnswerQuestion(q, byId.get(q.questionId), t)),
  }
}

/** The view in the page's language; English as it came. */
export function localizeResultsView(view: SurveyResultsView, t: ResultsWords): SurveyResultsView {
  if (t.locale === DEFAULT_LOCALE) return view
  const survey = localizeSurvey(view.survey, t.locale)
  const byId = new Map(survey.questions.map((q) => [q.id, q]))
  return {
    survey,
    results: localResults(view.results, byId, t),
    ...(view.compared ? { compared: localResults(view.compared, byId, t) } : {}),
  }
}
