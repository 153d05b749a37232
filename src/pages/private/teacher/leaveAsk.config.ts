export default definePageConfig({ navigationBarTitleText: '请假申请' })
