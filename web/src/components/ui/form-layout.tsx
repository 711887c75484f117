import styled from 'styled-components'

/** A form whose fields stack with an even gap. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`

/** Two fields side by side from the sm breakpoint up. */
export const FormRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

/** A form's buttons, the main one last: on the right; on phones each fills its row, the main one on top. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  > * {
    flex: 1 1 auto;
  }

  ${({ theme }) => theme.media.sm} {
    > * {
      flex: 0 0 auto;
    }
  }
`
